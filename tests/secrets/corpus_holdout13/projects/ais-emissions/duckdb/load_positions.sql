-- run with: duckdb < duckdb/load_positions.sql
INSTALL motherduck;
LOAD motherduck;
ATTACH 'md:ais?motherduck_token={{motherduck_token}}' AS ais;
CREATE TABLE IF NOT EXISTS ais.positions AS
    SELECT * FROM read_parquet('s3://shearwater-ais/positions/2025/*.parquet');
SELECT count(*) FROM ais.positions;
-- vessel ids from GFW look like 8c7304226-6c71-edbe-0b63-c246734b3c01; they are ids
