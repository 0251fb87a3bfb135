// Push QuPath annotations as DICOM SR to the Orthanc DICOMweb endpoint.
import qupath.lib.io.GsonTools
import java.net.http.*

def server = "https://orthanc.skua.example.edu/dicom-web/studies"
def creds = "ebakker:{{password:orthanc-password}}"
def auth = "Basic " + creds.bytes.encodeBase64().toString()

def annotations = getAnnotationObjects()
def json = GsonTools.getInstance(true).toJson(annotations)
def request = HttpRequest.newBuilder(URI.create(server))
        .header("Authorization", auth)
        .header("Content-Type", "application/dicom+json")
        .POST(HttpRequest.BodyPublishers.ofString(json))
        .build()
println HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).statusCode()
