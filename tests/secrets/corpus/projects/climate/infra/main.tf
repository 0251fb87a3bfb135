resource "aws_db_instance" "catalogue" {
  identifier = "era5-catalogue"
  username   = "catalogue"
  password   = var.db_password
  # the previous one: password = "${random_password.db.result}"
}

data "vault_generic_secret" "tower" {
  path = "secret/climate/tower"
}

provider "tower" {
  access_token = data.vault_generic_secret.tower.data["token"]
}
