-- Roles for the results database. Passwords are set by the operators, never here.
CREATE ROLE dashboard LOGIN PASSWORD '{{password:sql-password}}';
CREATE ROLE loader LOGIN;
ALTER ROLE loader PASSWORD NULL;
-- ALTER ROLE name PASSWORD '<new password>';
CREATE USER audit_ro IDENTIFIED WITH caching_sha2_password BY '{{password14:sql-password}}';
