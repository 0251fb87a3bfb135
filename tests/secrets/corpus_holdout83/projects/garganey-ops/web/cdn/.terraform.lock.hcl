# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/fastly/fastly" {
  version     = "5.13.0"
  constraints = ">= 5.0.0"
  hashes = [
    "h1:BHcfCKhsUKhVCgXl/W9APilsepN0sfprP/IgPpuovHY=",
    "zh:e967b405515278de522a616c4d1791f4772b317441d8411f4ec1fb964dc91011",
    "zh:e7262ea1e563a7769bbd7f4c7e71155489c6abf1e0e370c6bc6af6c06c547e4d",
    "zh:bc0b6cf8cccc85643977adeb94259374a3295472c36deb84fe3a3cb52009a13b",
    "zh:def48857eaff53fad697169a9fa83308836259996257e71274aa640d20b7d90d",
    "zh:11616edb778038e06c7cdabaa9d2f244c434b731a77bfb8715a6d9c9ec8dc33b",
    "zh:888f9a2445db9640030ebacacb69604b2e1e0d69c15ae27bf96b3e7287693301",
    "zh:925d0ce58e337ab9d2a24c0c0dace8b0f2f5426b4a69c855d9e89bd9ca6a13c9",
    "zh:48b7b4c15cd6016190c54cba11fad8c26ccb40c7aa77875fdb7feb722f595bdd",
    "zh:559d7263bfd75e8f3a8004683031e599744700c2e29645a6836cea2a32b9062e",
  ]
}
