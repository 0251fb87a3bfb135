cwlVersion: v1.2
class: CommandLineTool
label: PyClone-VI fit and write-results
requirements:
  DockerRequirement:
    dockerPull: images.sbgenomics.com/hraj/pyclone-vi:0.1.3@sha256:5207a615436d07a9a8566b2f4f862cb3b077a6537cdbf505deae61a8a030620c
  ResourceRequirement:
    coresMin: 4
    ramMin: 15000
baseCommand: [bash, -c]
arguments:
  - pyclone-vi fit -i $(inputs.mutations.path) -o fit.h5 -c $(inputs.num_clusters) -d beta-binomial -r 10 --seed $(inputs.seed) && pyclone-vi write-results-file -i fit.h5 -o clusters.tsv
inputs:
  mutations: File
  num_clusters: {type: int, default: 20}
  seed: {type: int, default: 68}
outputs:
  clusters: {type: File, outputBinding: {glob: clusters.tsv}}
"sbg:revision": 7
"sbg:id": hraj/tumour-evolution-luad/pyclone-vi/7
"sbg:contributors": [hraj]
"sbg:appVersion": [v1.2]
"sbg:content_hash": a93c02565e7523f6eff0e212f4f5ca1408f5f72803d6016e0c45874dbf8a9e12
