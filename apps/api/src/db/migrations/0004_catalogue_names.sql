CREATE TABLE "catalogue_names" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"name_document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_names" ADD CONSTRAINT "catalogue_names_app_id_catalogue_search_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."catalogue_search"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_names_document_idx" ON "catalogue_names" USING gin ("name_document");--> statement-breakpoint
CREATE INDEX "catalogue_names_name_idx" ON "catalogue_names" USING btree ("name_key","app_id");