/** SPEC §8's texts for a failed status change, in the list and in the panel alike. */
export const UPDATE_FAILURE = {
  failed: "Failed to update contact status",
  errored: "An error occurred while updating the contact",
};
