#!/usr/bin/env cwl-runner
cwlVersion: v1.2
class: CommandLineTool
$namespaces:
  cwltool: "http://commonwl.org/cwltool#"
hints:
  cwltool:Secrets:
    secrets: [ena_password]
  DockerRequirement:
    dockerPull: quay.io/biocontainers/bwa-mem2@sha256:d2b1ddd4280d8d73d18f71f52842fff5e1f8ff4ea705cd46bc041aadf0d366c4
baseCommand: [fetch-and-align.sh]
inputs:
  run_accession: {type: string, inputBinding: {prefix: --run}}
  ena_user: {type: string, inputBinding: {prefix: --user}}
  ena_password: {type: string, inputBinding: {prefix: --password}}
outputs:
  bam: {type: File, outputBinding: {glob: "*.bam"}}
