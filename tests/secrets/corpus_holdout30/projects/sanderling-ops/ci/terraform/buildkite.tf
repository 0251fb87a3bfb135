terraform {
  required_providers {
    buildkite = {
      source  = "buildkite/buildkite"
      version = "~> 1.15"
    }
  }
}

provider "buildkite" {
  organization = "sanderling"
  api_token    = "{{buildkite_api}}"
}

resource "buildkite_cluster" "gpu" {
  name        = "gpu"
  description = "H100/A100 agents"
}

resource "buildkite_cluster_agent_token" "gpu" {
  cluster_id  = buildkite_cluster.gpu.id
  description = "gpu agents"
}
