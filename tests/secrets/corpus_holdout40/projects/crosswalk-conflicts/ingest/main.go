package main

import (
	"fmt"
	"log"
	"os/exec"
)

// Cameras at the four instrumented crosswalks (municipal traffic department).
var cameras = map[string]string{
	"alameda-portugal": "rtsp://analytics:{{password:rtsp-camera-password}}@10.44.12.21:554/Streaming/Channels/101",
	"matta-santa-rosa": "rtsp://analytics:${CAM_PASS}@10.44.12.22:554/Streaming/Channels/101",
}

func main() {
	for name, url := range cameras {
		cmd := exec.Command("ffmpeg", "-rtsp_transport", "tcp", "-i", url,
			"-c", "copy", "-f", "segment", "-segment_time", "900",
			fmt.Sprintf("/scratch/crosswalk/%s/%%Y%%m%%d_%%H%%M.mp4", name))
		if err := cmd.Start(); err != nil {
			log.Fatal(err)
		}
	}
}
