-- analytics_events is read by day only (the rollup job and the retention); this index served no query and cost
-- every stored event a second random B-tree write.
DROP INDEX "analytics_events_name_day_idx";
