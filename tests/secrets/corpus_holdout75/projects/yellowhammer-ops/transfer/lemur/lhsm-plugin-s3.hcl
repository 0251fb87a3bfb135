# Lemur HSM copytool, S3 plugin: archive ids 1 and 2 on the cold tier
region = "us-east-1"
endpoint = "https://s3-cold.yellowhammer.example.ca:8333"
aws_access_key_id = "{{s3_access_key}}"
aws_secret_access_key = "{{aws_secret:object-store-secret-key}}"

archive "cold" {
  id = 1
  bucket = "lustre-hsm"
  prefix = "archive1"
}

archive "cold-ec" {
  id = 2
  bucket = "lustre-hsm-ec"
  prefix = "archive2"
}
