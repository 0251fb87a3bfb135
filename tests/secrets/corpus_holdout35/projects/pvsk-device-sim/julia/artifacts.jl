using AWS, AWSS3, CSV, DataFrames

# MinIO behind mlflow: the artefact bucket, accessed directly for the J-V sweeps
creds = AWSCredentials("MLFLOWARTIFACTS", "{{random40:minio-secret-key}}")
struct MinioConfig <: AbstractAWSConfig
    endpoint::String
    region::String
    creds
end
AWS.region(c::MinioConfig) = c.region
AWS.credentials(c::MinioConfig) = c.creds
AWS.generate_service_url(c::MinioConfig, service::String, resource::String) = c.endpoint * resource
cfg = MinioConfig("https://minio.lapwing.example.org", "us-east-1", creds)

df = CSV.read(IOBuffer(s3_get(cfg, "mlflow-artifacts", "jv/run-7f41c0af/jv_sweep.csv")), DataFrame)
@show size(df)
