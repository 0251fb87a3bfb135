-- SmokeAsthma database (SQL Server 2022), exposure tables
CREATE TABLE dbo.daily_exposure (
    study_id      varchar(10) NOT NULL,
    obs_date      date        NOT NULL,
    pm25_mean     decimal(6,2),
    pm25_source   varchar(20),   -- 'purpleair-epa', 'openaq', 'cams'
    row_hash      char(64),      -- sha256 of the source row
    CONSTRAINT pk_daily PRIMARY KEY (study_id, obs_date)
);
INSERT INTO dbo.daily_exposure VALUES
('SA-0041','2020-01-04',212.40,'purpleair-epa','9f1c3e5a7b0d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a1c3e5f7b9d0e2a4c6f8b1d3'),
('SA-0041','2020-01-05',187.15,'openaq','0a2c4e6f8b1d3f5a7c9e0b2d4f6a8c1e3f5b7d9a0c2e4f6b8d1a3c5e7f9b0d2e4');
CREATE LOGIN smoke_ro WITH PASSWORD = '{{password:sqlserver-password}}', CHECK_POLICY = ON;
CREATE USER smoke_ro FOR LOGIN smoke_ro;
ALTER ROLE db_datareader ADD MEMBER smoke_ro;
