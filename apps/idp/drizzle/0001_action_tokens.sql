CREATE TABLE "idp"."action_tokens" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idp"."accounts" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idp"."action_tokens" ADD CONSTRAINT "action_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "idp"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_tokens_account_idx" ON "idp"."action_tokens" USING btree ("account_id","purpose");