"""What a pod spec asks of the host: the images it runs and the privileges of each container and
of the pod as a whole.

The privileges are the Kubernetes Pod Security Standards' *baseline* restrictions: privileged
containers, added capabilities, Windows hostProcess, host namespaces, hostPath volumes,
hostPorts, seccomp and AppArmor set to anything but the runtime's default or a node-local profile,
SELinux user, role or a type outside the container types, an unmasked /proc, sysctls outside
the namespaced safe set, and a host set in a probe or lifecycle hook. The beta annotations that
still set AppArmor and seccomp profiles on older clusters count as the fields they stand for.
govern restricts capabilities further than baseline: any added capability is a privilege."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class Wire(BaseModel):
    """A Kubernetes wire object: fields camelCase, unknown ones (Kubernetes adds some over time)
    ignored."""

    model_config = ConfigDict(
        extra="ignore", frozen=True, alias_generator=to_camel, populate_by_name=True
    )


class Capabilities(Wire):
    add: tuple[str, ...] | None = None


class WindowsOptions(Wire):
    host_process: bool | None = None


class Profile(Wire):
    """A seccompProfile or appArmorProfile."""

    type: str | None = None


class SELinuxOptions(Wire):
    user: str | None = None
    role: str | None = None
    type: str | None = None


class Sysctl(Wire):
    name: str = ""


class CommonSecurityContext(Wire):
    """The fields a pod's and a container's securityContext share."""

    windows_options: WindowsOptions | None = None
    seccomp_profile: Profile | None = None
    app_armor_profile: Profile | None = None
    se_linux_options: SELinuxOptions | None = Field(default=None, alias="seLinuxOptions")


class SecurityContext(CommonSecurityContext):
    privileged: bool | None = None
    capabilities: Capabilities | None = None
    proc_mount: str | None = None


class PodSecurityContext(CommonSecurityContext):
    sysctls: tuple[Sysctl, ...] | None = None


class ContainerPort(Wire):
    host_port: int | None = None


class HostField(Wire):
    host: str | None = None


class Handler(Wire):
    """A probe's or lifecycle hook's action: the host the kubelet connects to."""

    http_get: HostField | None = None
    tcp_socket: HostField | None = None


class Lifecycle(Wire):
    post_start: Handler | None = None
    pre_stop: Handler | None = None


class Container(Wire):
    name: str = ""
    image: str | None = None
    security_context: SecurityContext | None = None
    ports: tuple[ContainerPort, ...] | None = None
    liveness_probe: Handler | None = None
    readiness_probe: Handler | None = None
    startup_probe: Handler | None = None
    lifecycle: Lifecycle | None = None

    def handlers(self) -> list[tuple[str, Handler | None]]:
        lifecycle = self.lifecycle or Lifecycle()
        return [
            ("livenessProbe", self.liveness_probe),
            ("readinessProbe", self.readiness_probe),
            ("startupProbe", self.startup_probe),
            ("postStart", lifecycle.post_start),
            ("preStop", lifecycle.pre_stop),
        ]


class HostPathSource(Wire):
    path: str = ""


class ImageVolumeSource(Wire):
    reference: str | None = None


class Volume(Wire):
    name: str = ""
    host_path: HostPathSource | None = None
    image: ImageVolumeSource | None = None


class PodSpec(Wire):
    containers: tuple[Container, ...] | None = None
    init_containers: tuple[Container, ...] | None = None
    ephemeral_containers: tuple[Container, ...] | None = None
    host_pid: bool | None = Field(default=None, alias="hostPID")
    host_network: bool | None = None
    host_ipc: bool | None = Field(default=None, alias="hostIPC")
    volumes: tuple[Volume, ...] | None = None
    security_context: PodSecurityContext | None = None


class ObjectMeta(Wire):
    annotations: dict[str, str] | None = None


@dataclass(frozen=True)
class ImageUse:
    """One image a pod runs: a container's or an image volume's."""

    where: str  # 'container "nginx"', 'image volume "models"'
    slot: str  # list and name, to pair it with the same container in the old object
    image: str | None
    privileges: tuple[str, ...] = ()  # what this container asks for itself


@dataclass(frozen=True)
class PodPrivileges:
    """What a pod spec asks of the host."""

    uses: tuple[ImageUse, ...]
    pod: tuple[str, ...]  # privileges of the pod as a whole, reaching every container


# Profiles that confine: the container runtime's default, or one installed on the node.
_CONFINING_PROFILES = ("RuntimeDefault", "Localhost")
_CONFINING_ANNOTATIONS = ("runtime/default", "docker/default")
_LOCAL_ANNOTATION = "localhost/"
_CONTAINER_SELINUX_TYPES = (
    "container_t",
    "container_init_t",
    "container_kvm_t",
    "container_engine_t",
)
# Namespaced sysctls that cannot reach beyond the pod (the baseline's list, Kubernetes 1.32).
SAFE_SYSCTLS = frozenset(
    {
        "kernel.shm_rmid_forced",
        "net.ipv4.ip_local_port_range",
        "net.ipv4.ip_unprivileged_port_start",
        "net.ipv4.tcp_syncookies",
        "net.ipv4.ping_group_range",
        "net.ipv4.ip_local_reserved_ports",
        "net.ipv4.tcp_keepalive_time",
        "net.ipv4.tcp_fin_timeout",
        "net.ipv4.tcp_keepalive_intvl",
        "net.ipv4.tcp_keepalive_probes",
        "net.ipv4.tcp_rmem",
        "net.ipv4.tcp_wmem",
    }
)
APPARMOR_ANNOTATION = "container.apparmor.security.beta.kubernetes.io/"
SECCOMP_ANNOTATION = "container.seccomp.security.alpha.kubernetes.io/"
SECCOMP_POD_ANNOTATION = "seccomp.security.alpha.kubernetes.io/pod"

_CONTAINER_LISTS = (
    ("containers", "container"),
    ("init_containers", "initContainer"),
    ("ephemeral_containers", "ephemeralContainer"),
)


def _unconfining_annotation(value: str | None) -> bool:
    if value is None or value == "":
        return False
    return value not in _CONFINING_ANNOTATIONS and not value.startswith(_LOCAL_ANNOTATION)


def _common_privileges(context: CommonSecurityContext | None, whose: str) -> list[str]:
    if context is None:
        return []
    found = []
    if context.windows_options is not None and context.windows_options.host_process:
        found.append(f"Windows hostProcess {whose}")
    for name, profile in (
        ("seccompProfile", context.seccomp_profile),
        ("appArmorProfile", context.app_armor_profile),
    ):
        # Unconfined, or a type this version does not know: not confining.
        if (
            profile is not None
            and profile.type is not None
            and profile.type not in _CONFINING_PROFILES
        ):
            found.append(f"{name} {profile.type}")
    selinux = context.se_linux_options
    if selinux is not None:
        if selinux.user:
            found.append(f"SELinux user {selinux.user}")
        if selinux.role:
            found.append(f"SELinux role {selinux.role}")
        if selinux.type and selinux.type not in _CONTAINER_SELINUX_TYPES:
            found.append(f"SELinux type {selinux.type}")
    return found


def _container_privileges(container: Container, annotations: dict[str, str]) -> tuple[str, ...]:
    context = container.security_context
    found = _common_privileges(context, "container")
    if context is not None:
        if context.privileged:
            found.insert(0, "privileged container")
        if context.capabilities is not None and context.capabilities.add:
            found.append(f"added capabilities {', '.join(context.capabilities.add)}")
        if context.proc_mount is not None and context.proc_mount != "Default":
            found.append(f"procMount {context.proc_mount}")
    found.extend(f"hostPort {port.host_port}" for port in container.ports or () if port.host_port)
    # A host other than the pod's own: the kubelet would connect there from the node.
    for name, handler in container.handlers():
        if handler is None:
            continue
        for kind, action in (("httpGet", handler.http_get), ("tcpSocket", handler.tcp_socket)):
            if action is not None and action.host:
                found.append(f"{name} {kind} host {action.host}")
    apparmor = annotations.get(APPARMOR_ANNOTATION + container.name)
    if _unconfining_annotation(apparmor):
        found.append(f"AppArmor profile {apparmor}")
    seccomp = annotations.get(SECCOMP_ANNOTATION + container.name)
    if _unconfining_annotation(seccomp):
        found.append(f"seccomp profile {seccomp}")
    return tuple(found)


def _pod_privileges(spec: PodSpec, annotations: dict[str, str]) -> list[str]:
    found = [
        flag
        for flag, value in (
            ("hostPID", spec.host_pid),
            ("hostNetwork", spec.host_network),
            ("hostIPC", spec.host_ipc),
        )
        if value
    ]
    context = spec.security_context
    found.extend(_common_privileges(context, "pod"))
    if context is not None:
        # Only the dotted names are listed as safe: a name written with slashes is judged as
        # any other, whatever the kubelet would make of it.
        found.extend(
            f"sysctl {sysctl.name}"
            for sysctl in context.sysctls or ()
            if sysctl.name not in SAFE_SYSCTLS
        )
    seccomp = annotations.get(SECCOMP_POD_ANNOTATION)
    if _unconfining_annotation(seccomp):
        found.append(f"seccomp profile {seccomp}")
    for volume in spec.volumes or ():
        if volume.host_path is not None:
            found.append(f"hostPath volume {json.dumps(volume.name)} ({volume.host_path.path})")
    return found


def read_pod_spec(spec: PodSpec, metadata: ObjectMeta) -> PodPrivileges:
    """The images SPEC runs and the privileges it (and its pod's METADATA annotations) asks."""
    annotations = metadata.annotations or {}
    uses: list[ImageUse] = []
    for attribute, label in _CONTAINER_LISTS:
        for container in getattr(spec, attribute) or ():
            uses.append(
                ImageUse(
                    f"{label} {json.dumps(container.name)}",
                    f"{label}/{container.name}",
                    container.image,
                    _container_privileges(container, annotations),
                )
            )
    for volume in spec.volumes or ():
        if volume.image is not None:
            uses.append(
                ImageUse(
                    f"image volume {json.dumps(volume.name)}",
                    f"volume/{volume.name}",
                    volume.image.reference,
                )
            )
    return PodPrivileges(tuple(uses), tuple(_pod_privileges(spec, annotations)))


def pod_at(document: dict[str, Any] | None, path: tuple[str, ...]) -> PodPrivileges | None:
    """What the pod spec at PATH in DOCUMENT (and the metadata beside it) asks; None when there
    is no pod spec there; ValidationError when it cannot be read."""
    raw = _object_at(document, path)
    if raw is None:
        return None
    metadata = _object_at(document, (*path[:-1], "metadata")) or {}
    return read_pod_spec(PodSpec.model_validate(raw), ObjectMeta.model_validate(metadata))


def _object_at(document: dict[str, Any] | None, path: tuple[str, ...]) -> dict[str, Any] | None:
    node: Any = document
    for key in path:
        if not isinstance(node, dict):
            return None
        node = node.get(key)
    return node if isinstance(node, dict) else None
