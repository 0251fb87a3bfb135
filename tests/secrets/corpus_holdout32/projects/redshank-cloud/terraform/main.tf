terraform {
  cloud {
    organization = "redshank"
    workspaces { name = "cloud-burst" }
  }
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.50" }
    oci = { source = "oracle/oci", version = "~> 6.0" }
  }
}

provider "oci" {
  tenancy_ocid     = "ocid1.tenancy.oc1..aaaaaaaab4cd5ef6gh7ij8kl9mn0op1qr2st3uv4wx5yz6ab7cd8ef9g"
  user_ocid        = var.oci_user_ocid
  fingerprint      = var.oci_fingerprint
  private_key_path = "~/.oci/oci_api_key.pem"
  region           = "eu-frankfurt-1"
}

resource "aws_budgets_budget" "burst" {
  name         = "redshank-burst-monthly"
  budget_type  = "COST"
  limit_amount = "12000"
  limit_unit   = "USD"
  time_unit    = "MONTHLY"
}
