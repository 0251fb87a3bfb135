# SeisNoise.jl on the GPU partition; reads day stacks straight from S3
using SeisNoise, SeisIO, AWS, AWSS3, CUDA

creds = AWSCredentials("{{aws_key_id:aws-access-key-id}}",
                       ENV["NOISE_SECRET"])
aws = global_aws_config(; region = "us-west-2", creds = creds)

stacks = s3_list_keys(aws, "tern-noise-ccf", "2H/2025-stacks/")
for key in stacks
    C = read(S3Path("s3://tern-noise-ccf/$key", config = aws))
    # ... beamforming of ZZ ccfs between 0.5 and 2 Hz
end
