-- A vendor's public face (name, description, website, e-mail, icon) shows on its own page and on its
-- apps' cards and pages, and whether it is APPROVED decides whether it has a page at all. The API does
-- not change an approved vendor's information (the spec leaves that to support, e.g. in SQL), and its
-- status changes reach the catalogue through several paths (approve, deactivate, activate). So the
-- database itself announces 'catalogue_changed' (db/notify.ts's CATALOGUE_CHANNEL, with the same empty
-- payload as catalogueChanged) whenever the row of a vendor that is or becomes APPROVED changes, on
-- every write path: API, seed, manual SQL. PostgreSQL delivers it when the transaction commits, and
-- folds it into the API's own notification of the same transaction.
CREATE OR REPLACE FUNCTION vendor_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_changed_notify
AFTER UPDATE ON vendors
FOR EACH ROW WHEN ((OLD.status = 'APPROVED' OR NEW.status = 'APPROVED') AND OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION vendor_changed_notify();
