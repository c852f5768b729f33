CREATE TABLE "vendor_sandbox_resources" (
	"sandbox_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_sandbox_resources_sandbox_id_resource_type_resource_id_pk" PRIMARY KEY("sandbox_id","resource_type","resource_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_sandboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_sandboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reset_at" timestamp with time zone,
	CONSTRAINT "vendor_sandboxes_owner_unique" UNIQUE("owner"),
	CONSTRAINT "vendor_sandboxes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "vendor_sandbox_resources" ADD CONSTRAINT "vendor_sandbox_resources_sandbox_id_vendor_sandboxes_id_fk" FOREIGN KEY ("sandbox_id") REFERENCES "public"."vendor_sandboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_sandboxes_last_used_idx" ON "vendor_sandboxes" USING btree ("last_used_at");