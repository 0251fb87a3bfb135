[Mesh]
  type = FileMesh
  file = assembly_fluid.e
[]
[Problem]
  type = OpenMCCellAverageProblem
  power = 1.2e6
  source_rate_normalization = kappa_fission
  cell_level = 1
[]
[Executioner]
  type = Transient
  num_steps = 400
[]
# MOOSE/Cardinal input; no credentials here. Built from git 3b8e1f0c2d9a7e4b6c5f1a0d8e3b9c7f2a4d6e1c
