// SPDX-License-Identifier: MIT
#pragma once

// Private to the evaluator: the steps evaluate() runs. Not part of the contract. Which file holds
// which step (each file is named after the Evaluation member it fills):
//   parts_by_kind.cpp   partsByKind
//   pcie_link.cpp       pcieGBpsPerDirection (core/pcie_link.h), linkLanes, linkGen, deviceLanes
//   interconnect.cpp    gpuPath, worstPath (the GPU-to-GPU link)
//   gpu.cpp             computeGpu -> Evaluation::gpu, usableMemoryGiB, gpuContextFor
//   cpu.cpp             computeCpu -> Evaluation::cpu, cpuLanesPerSocket
//   host_memory.cpp     computeHostMemory -> Evaluation::hostMemory
//   pcie.cpp            computePcie -> Evaluation::pcie, with the lane/uplink statuses
//   storage.cpp         computeStorage -> Evaluation::storage, checkpointBytes
//   network.cpp         computeNetwork -> Evaluation::network
//   power.cpp           computePower -> Evaluation::power, psuRatedW, psuEfficiencyAt, psuUsableW,
//                       psuModeFigures; the PSU, transient and heat statuses
//   cost.cpp            computeCost -> Evaluation::cost
//   workload/           evaluateWorkload -> Evaluation::workloads (sizing and speed per workload)
//   findings_<member>.cpp   add<Member>Findings -> Evaluation::findings, one file per subsystem
//   findings_vendor.cpp     addVendorFindings: what a vendor sells (baseboard, PSU set, qualified parts)
//   subsystem_status.cpp    computeSubsystemStatus -> Evaluation::subsystemStatus (worst finding)
#include "core/evaluation.h"
#include "core/pcie_link.h"
#include "core/resolved_build.h"
#include "core/workload/workload_eval.h"

#include <string>
#include <vector>

namespace np::detail
{

// The placed parts grouped by kind, in chassis slot order.
struct PartsByKind {
    std::vector<const PlacedPart *> gpus, cpus, dimms, drives, nics, psus;
};
PartsByKind partsByKind(const ResolvedBuild &build);

// Lanes and generation a device actually links at: the narrowest of device, slot and bifurcation.
int linkLanes(const PlacedPart &part, const BuildOptions &options);
int linkGen(const PlacedPart &part);
int deviceLanes(const PlacedPart &part); // what the device would use at full width
// Per-direction GB/s of the link a placed device actually has to its host or switch.
double hostLinkGBps(const PlacedPart &part, const BuildOptions &options);

// GPU usable memory per card in GiB: the catalog's driver-reported figure or nominal x fraction.
double usableMemoryGiB(const Gpu &gpu, const Assumptions &assumptions);

// Per-socket CPU lanes for devices, by socket count and xGMI choice.
int cpuLanesPerSocket(const Cpu &cpu, int sockets, int xgmiLinks);

// GPU-to-GPU path between two placed GPUs: kind and effective GB/s per direction.
struct GpuPath {
    Interconnect kind = Interconnect::None;
    double gbps = 0;
};
GpuPath gpuPath(const ResolvedBuild &build, const PartsByKind &parts, std::size_t a, std::size_t b);
// Worst pair among the first `n` GPUs (the GPUs one workload uses, in slot order).
GpuPath worstPath(const ResolvedBuild &build, const PartsByKind &parts, std::size_t n);

void computeGpu(const ResolvedBuild &build, const PartsByKind &parts, GpuFigures &out);
void computeCpu(const PartsByKind &parts, int gpuCount, CpuFigures &out);
void computeHostMemory(const ResolvedBuild &build, const PartsByKind &parts, const GpuFigures &gpu,
                       HostMemoryFigures &out);
void computePcie(const ResolvedBuild &build, const PartsByKind &parts, PcieFigures &out);
void computeStorage(const ResolvedBuild &build, const PartsByKind &parts, int gpuCount,
                    const std::vector<WorkloadResult> &workloads, StorageFigures &out);
void computeNetwork(const PartsByKind &parts, NetworkFigures &out);
void computePower(const ResolvedBuild &build, const PartsByKind &parts, PowerFigures &out);
void computeCost(const ResolvedBuild &build, const PartsByKind &parts, const Evaluation &ev,
                 CostFigures &out);

// GpuContext for one workload: usable memory, link kind and bandwidth of its worst GPU pair.
GpuContext gpuContextFor(const ResolvedBuild &build, const PartsByKind &parts, const Evaluation &ev,
                         const Workload &workload);

// Checkpoint bytes of a training workload (weights + optimizer state of what is trained); 0 for inference.
double checkpointBytes(const WorkloadResult &result, const Workload &workload);

// PSU helpers shared by power and findings.
double psuRatedW(const Psu &psu, InputVoltage voltage);
double psuEfficiencyAt(const Psu &psu, double loadFraction);
double psuUsableW(const std::vector<double> &ratedW, PsuRedundancy mode);
// One redundancy mode's capacity and verdict for PSUs of `ratedW` against a DC peak of `peakW`.
PsuModeFigures psuModeFigures(const std::vector<double> &ratedW, PsuRedundancy mode, double peakW,
                              bool chosen);

// Findings, one function per subsystem.
void addGpuFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addInterconnectFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addCpuFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addHostMemoryFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addPcieFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addStorageFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addNetworkFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addPowerFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addCoolingFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addCostFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addWorkloadFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);
void addVendorFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev);

// Every subsystem's status: the worst severity among its findings.
void computeSubsystemStatus(const std::vector<Finding> &findings, std::vector<SubsystemStatus> &out);

} // namespace np::detail
