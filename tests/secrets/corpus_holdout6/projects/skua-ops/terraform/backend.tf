terraform {
  backend "s3" {
    bucket                      = "tf-state"
    key                         = "skua-ops/terraform.tfstate"
    region                      = "us-east-1"
    endpoints                   = { s3 = "https://s3.skua.example.edu" }
    access_key                  = "{{s3_access_key:minio-access-key}}"
    secret_key                  = "{{random40:minio-secret-key}}"
    skip_credentials_validation = true
    skip_region_validation      = true
    use_path_style              = true
  }
}
