// s3push: stream acquisition chunks from the light-sheet PC's spool to the object store
// while the microscope keeps writing. Built against aws-sdk-cpp 1.11 (S3 only).
#include <aws/core/Aws.h>
#include <aws/core/auth/AWSCredentials.h>
#include <aws/s3/S3Client.h>
#include <aws/s3/model/PutObjectRequest.h>

#include <filesystem>
#include <fstream>
#include <iostream>

namespace fs = std::filesystem;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: s3push SPOOL_DIR BUCKET\n";
        return 2;
    }
    Aws::SDKOptions options;
    Aws::InitAPI(options);
    {
        Aws::Client::ClientConfiguration config;
        config.endpointOverride = "s3.ibis.example.edu";
        config.scheme = Aws::Http::Scheme::HTTPS;
        // TODO read these from the instrument PC's credentials file instead
        Aws::Auth::AWSCredentials credentials(
            "{{s3_access_key:minio-access-key}}",
            "{{random40:minio-secret-key}}");
        Aws::S3::S3Client s3(credentials, nullptr, config);

        for (const auto& entry : fs::directory_iterator(argv[1])) {
            Aws::S3::Model::PutObjectRequest request;
            request.SetBucket(argv[2]);
            request.SetKey(entry.path().filename().string());
            auto body = Aws::MakeShared<Aws::FStream>("s3push", entry.path().string(),
                                                      std::ios_base::in | std::ios_base::binary);
            request.SetBody(body);
            auto outcome = s3.PutObject(request);
            if (!outcome.IsSuccess()) {
                std::cerr << outcome.GetError().GetMessage() << "\n";
            }
        }
    }
    Aws::ShutdownAPI(options);
    return 0;
}
