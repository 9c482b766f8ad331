ALTER TABLE "media" ADD COLUMN "upload_sha256" text;--> statement-breakpoint
CREATE INDEX "media_upload_sha256_idx" ON "media" USING btree ("upload_sha256");--> statement-breakpoint
-- Files stored before: their stored bytes' hash. That is the upload's for videos and for pictures
-- not yet cleaned (both kept as sent); for a cleaned picture it is its clean copy's, which the
-- upload check also compares (decision 0081-uploads-with-alt-text-and-no-twins).
UPDATE "media" SET "upload_sha256" = "sha256" WHERE "variant_of" IS NULL;
