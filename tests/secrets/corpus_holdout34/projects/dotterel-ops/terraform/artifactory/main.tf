terraform {
  required_providers {
    artifactory = {
      source  = "jfrog/artifactory"
      version = "12.3.1"
    }
  }
}

variable "artifactory_access_token" {
  type      = string
  sensitive = true
}

provider "artifactory" {
  url          = "https://artifactory.dotterel.example.org"
  access_token = var.artifactory_access_token
}

resource "artifactory_remote_pypi_repository" "pypi_remote" {
  key                      = "pypi-remote"
  url                      = "https://files.pythonhosted.org"
  pypi_registry_url        = "https://pypi.org"
}
