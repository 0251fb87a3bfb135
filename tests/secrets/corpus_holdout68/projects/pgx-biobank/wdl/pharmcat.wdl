version 1.0

# PharmCAT over a joint-called VCF. Pinned image digest below; bump together
# with PharmCAT.docker in pharmcat.inputs.json.
workflow PharmCAT {
  input {
    File vcf
    File vcf_index
    File reference_fasta
    File? outside_calls
    String docker = "pgkb/pharmcat@sha256:502997a6d98be4e0f1e6056cc0b91fb57fd809ca8bddcd9ade77f504bd3d1c5d"
    String sample_ids_md5
    Int cpus = 4
    Int memory_gb = 16
  }
  call Report { input: vcf = vcf, outside_calls = outside_calls, docker = docker, cpus = cpus, memory_gb = memory_gb }
  output { Array[File] reports = Report.reports }
}

task Report {
  input {
    File vcf
    File? outside_calls
    String docker
    Int cpus
    Int memory_gb
  }
  command <<<
    pharmcat_vcf_preprocessor.py -vcf ~{vcf} -refFna /pharmcat/reference.fna.bgz
    pharmcat -vcf *.preprocessed.vcf.bgz ~{"-po " + outside_calls} -reporterJson -o out/
  >>>
  runtime { docker: docker  cpu: cpus  memory: "~{memory_gb} GiB"  disks: "local-disk 100 SSD" }
  output { Array[File] reports = glob("out/*.json") }
}
