-- A finer sample of the search column, so the planner's guess of how many startups a search
-- matches is close enough to choose the trigram index (startups_search_idx) every time.
ALTER TABLE "startups" ALTER COLUMN "search_text" SET STATISTICS 1000;
