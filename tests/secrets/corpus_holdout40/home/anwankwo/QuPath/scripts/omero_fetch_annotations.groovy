// QuPath 0.5 + qupath-extension-omero: pull ROIs of the current image from OMERO
import qupath.ext.omero.core.WebClients
import qupath.ext.omero.core.Credentials

def server = "https://omero.killdeer.example.org"
// TODO: prompt instead of hard-coding
def creds = new Credentials("anwankwo", "{{password:omero-password}}".toCharArray())
def client = WebClients.createClient(server, creds).get()
def imageId = 881237
println "Connected to ${server}, image ${imageId}"
// detections exported earlier: md5 17964b8e0416e15a38a43d1aa749599e
