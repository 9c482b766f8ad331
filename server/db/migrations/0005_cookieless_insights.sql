CREATE TABLE "insight_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "insight_counts_day_dimension_value_pk" PRIMARY KEY("day","dimension","value"),
	CONSTRAINT "insight_counts_dimension_check" CHECK (dimension in ('site', 'page', 'solution', 'referrer', 'campaign', 'device'))
);
