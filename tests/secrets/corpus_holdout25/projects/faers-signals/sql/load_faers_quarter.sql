-- Load a FAERS quarterly ASCII extract into Snowflake (stage on S3)
CREATE OR REPLACE STAGE faers_raw
  URL = 's3://knot-faers-raw/ascii/'
  CREDENTIALS = (AWS_KEY_ID = '{{aws_key_id}}'
                 AWS_SECRET_KEY = '{{aws_secret}}')
  FILE_FORMAT = (TYPE = CSV FIELD_DELIMITER = '$' SKIP_HEADER = 1);

COPY INTO curated.demo FROM @faers_raw/DEMO25Q3.txt ON_ERROR = 'CONTINUE';
-- primaryid 24871930 caseid 24871930 are FAERS ids, not keys
