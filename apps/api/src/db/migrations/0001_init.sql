CREATE TYPE "public"."app_status" AS ENUM('DRAFT', 'WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'DEACTIVATED');--> statement-breakpoint
CREATE TYPE "public"."subject_type" AS ENUM('app', 'vendor');--> statement-breakpoint
CREATE TYPE "public"."vendor_status" AS ENUM('DRAFT', 'WAITING_FOR_APPROVAL', 'APPROVED', 'REJECTED', 'DEACTIVATED');--> statement-breakpoint
CREATE TABLE "media" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"ext" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"icon_sha256" text,
	"icon_updated_at" timestamp with time zone,
	"status" "vendor_status" DEFAULT 'DRAFT' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_owner_unique" UNIQUE("owner")
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"description_short" text NOT NULL,
	"demo_url" text,
	"repo_url" text,
	"version" text,
	"icon_sha256" text,
	"status" "app_status" DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"published_version_id" integer,
	"in_progress_version_id" integer,
	"status" "app_status" DEFAULT 'DRAFT' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removed_screenshots" (
	"version_id" integer NOT NULL,
	"screenshot_id" integer NOT NULL,
	CONSTRAINT "removed_screenshots_version_id_screenshot_id_pk" PRIMARY KEY("version_id","screenshot_id")
);
--> statement-breakpoint
CREATE TABLE "screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"media_sha256" text NOT NULL,
	"thumb_sha256" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_sub" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"subject_type" "subject_type" NOT NULL,
	"subject_id" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" "subject_type" NOT NULL,
	"subject_id" integer NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_icon_sha256_media_sha256_fk" FOREIGN KEY ("icon_sha256") REFERENCES "public"."media"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_icon_sha256_media_sha256_fk" FOREIGN KEY ("icon_sha256") REFERENCES "public"."media"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_published_version_id_app_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."app_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_in_progress_version_id_app_versions_id_fk" FOREIGN KEY ("in_progress_version_id") REFERENCES "public"."app_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_screenshots" ADD CONSTRAINT "removed_screenshots_version_id_app_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_screenshots" ADD CONSTRAINT "removed_screenshots_screenshot_id_screenshots_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."screenshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_version_id_app_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_media_sha256_media_sha256_fk" FOREIGN KEY ("media_sha256") REFERENCES "public"."media"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_thumb_sha256_media_sha256_fk" FOREIGN KEY ("thumb_sha256") REFERENCES "public"."media"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_versions_app_idx" ON "app_versions" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "apps_vendor_idx" ON "apps" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "apps_status_idx" ON "apps" USING btree ("status");--> statement-breakpoint
CREATE INDEX "screenshots_version_idx" ON "screenshots" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "audit_subject_idx" ON "audit" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("sent_at","send_after");--> statement-breakpoint
CREATE INDEX "reasons_subject_idx" ON "reasons" USING btree ("subject_type","subject_id","created_at");