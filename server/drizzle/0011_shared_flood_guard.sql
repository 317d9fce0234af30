CREATE UNLOGGED TABLE "flood_counts" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "flood_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
