ALTER TABLE "idp"."accounts" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idp"."action_tokens" ADD COLUMN "password_version" integer;