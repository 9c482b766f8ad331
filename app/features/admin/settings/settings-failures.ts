// SPEC §8's texts for the settings screen, shared by its sections.
export const SETTINGS_LOAD_FAILURE = {
  failed: "Failed to load settings",
  errored: "An error occurred while fetching settings",
};

export const SETTINGS_SAVE_FAILURE = {
  failed: "Failed to save settings",
  errored: "An error occurred while saving settings",
};
