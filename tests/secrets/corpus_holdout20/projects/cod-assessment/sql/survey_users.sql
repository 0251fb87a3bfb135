-- Oracle: read-only account for the assessment working group (run by the DBA, 2026-03)
CREATE USER survey_ro IDENTIFIED BY "{{password14:oracle-password}}";
GRANT CREATE SESSION TO survey_ro;
GRANT SELECT ON survey.ices_hauls TO survey_ro;
-- the old account's hash from DBA_USERS, kept for the audit: S:8F2D65FB5547B71C8DA3760F10960428CD307B1C6271691FC55C1F56554A;T:0E1A3C7F
ALTER USER survey_legacy ACCOUNT LOCK;
