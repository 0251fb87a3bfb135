-- Death certificate extract from the state's vital records SQL Server (read-only login)
-- sqlcmd -S vrdb.health.state.example.gov,1433 -U ods_sanderling_ro -P "{{password:mssql-password}}" -d VitalRecords -i sql/vitals_connect.sql -o data/deaths.csv -s","
SET NOCOUNT ON;
SELECT dc.certificate_id, dc.date_of_death, dc.county_fips, dc.icd10_underlying,
       mc.t_codes
FROM dbo.DeathCertificate dc
JOIN dbo.MultipleCause mc ON mc.certificate_id = dc.certificate_id
WHERE dc.date_of_death >= '2024-01-01'
  AND (dc.icd10_underlying BETWEEN 'X40' AND 'X44' OR dc.icd10_underlying BETWEEN 'Y10' AND 'Y14');
