# push internally packaged instrument software to the Chocolatey (NuGet) feed on Artifactory
$Feed = "https://artifactory.shearwater.example.edu/artifactory/api/nuget/v3/choco-local"
choco pack .\packages\inspect-x\inspect-x.nuspec --outputdirectory .\out
choco push .\out\inspect-x.6.12.0.nupkg --source $Feed --api-key {{uuid:chocolatey-api-key}}
choco push .\out\zen-blue.3.11.0.nupkg --source $Feed --api-key $env:CHOCO_API_KEY
