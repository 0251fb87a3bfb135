library(Rlabkey)
labkey.setDefaults(apiKey = "{{labkey}}")
samples <- labkey.selectRows(baseUrl = "https://labkey.yellowlegs.example.org",
                             folderPath = "/Immunology/CyTOF", schemaName = "samples",
                             queryName = "PBMC_Aliquots")
