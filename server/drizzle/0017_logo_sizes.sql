CREATE TABLE "file_sizes" (
	"file_id" text NOT NULL,
	"width" integer NOT NULL,
	"type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_sizes_file_id_width_pk" PRIMARY KEY("file_id","width")
);
--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "logo_widths" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "file_sizes" ADD CONSTRAINT "file_sizes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;