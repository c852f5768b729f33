CREATE TABLE "catalogue_name_words" (
	"lexeme" text NOT NULL,
	"name_key" text NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "catalogue_name_words_lexeme_name_key_app_id_pk" PRIMARY KEY("lexeme","name_key","app_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_name_words" ADD CONSTRAINT "catalogue_name_words_app_id_catalogue_search_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."catalogue_search"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_name_words_app_idx" ON "catalogue_name_words" USING btree ("app_id");