-- Hand-written: schema diffs never see these, so they never drop them.

-- Quick answers and tags are searched ignoring case and accents, by any part of the text.
CREATE INDEX "QuickAnswer_shortcut_folded_trgm" ON "QuickAnswer" USING gin (fold_text("shortcut") gin_trgm_ops);
CREATE INDEX "QuickAnswer_message_folded_trgm" ON "QuickAnswer" USING gin (fold_text("message") gin_trgm_ops);
CREATE INDEX "Tag_name_folded_trgm" ON "Tag" USING gin (fold_text("name") gin_trgm_ops);
