-- Changed in place: recreating the index would rebuild it from every enquiry at start-up.
ALTER INDEX "contacts_search_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 64);
