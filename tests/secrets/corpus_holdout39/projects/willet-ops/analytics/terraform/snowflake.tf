terraform {
  required_providers {
    snowflake = { source = "Snowflake-Labs/snowflake", version = "~> 0.97" }
  }
}

provider "snowflake" {
  organization_name = "WILLET"
  account_name      = "RESEARCH01"
  user              = "TERRAFORM_SVC"
  authenticator     = "SNOWFLAKE_JWT"
  private_key       = file(var.snowflake_private_key_path)
}

resource "snowflake_user" "loader" {
  name              = "LOADER_SVC"
  password          = var.loader_password
  default_role      = "LOADER"
  default_warehouse = "LOAD_M"
}

resource "snowflake_user" "dbt" {
  name     = "DBT_SVC"
  rsa_public_key = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAv3Lq9Xz2Nf7Hc9Tq1Vb6Jm4Lp0Ys3Da8Ke2Rg5WnQ7kX2m9Zf0e3Ry5Tb8Wc1Nv4Lh0w"
}
