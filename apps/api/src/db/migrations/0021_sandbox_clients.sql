CREATE TABLE "sandbox_clients" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_type" text NOT NULL,
	"launch_url" text NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_clients" ADD CONSTRAINT "sandbox_clients_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;