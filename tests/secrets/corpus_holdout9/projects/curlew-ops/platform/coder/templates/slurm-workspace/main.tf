terraform {
  required_providers {
    coder = { source = "coder/coder" }
  }
}

data "coder_workspace" "me" {}
data "coder_workspace_owner" "me" {}

resource "coder_agent" "main" {
  os   = "linux"
  arch = "amd64"
  env = {
    GIT_AUTHOR_EMAIL = data.coder_workspace_owner.me.email
  }
}

# The agent token reaches the Slurm job through the environment, never through this file.
resource "null_resource" "slurm_job" {
  count = data.coder_workspace.me.start_count
  provisioner "local-exec" {
    command = "sbatch --export=ALL,CODER_AGENT_TOKEN=${coder_agent.main.token} /opt/coder/workspace.sbatch"
  }
}
