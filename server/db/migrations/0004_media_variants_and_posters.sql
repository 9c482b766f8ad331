ALTER TABLE "media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "homepage_video_poster_media_id" uuid;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "poster_media_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_variant_of_media_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_homepage_video_poster_media_id_media_id_fk" FOREIGN KEY ("homepage_video_poster_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_poster_media_id_media_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_variant_of_idx" ON "media" USING btree ("variant_of");