// SPDX-License-Identifier: MIT
#pragma once

#include <string>

// Where a PCIe slot or switch takes its lanes from: a CPU socket's root complex ("cpu0", "cpu1") or a
// PCIe switch of the chassis ("sw0"). The catalog stores the id as text; it is parsed once, here, when
// the value is made, so rules ask isCpu() / socket() instead of testing the text's prefix.
namespace np
{

class PcieUplink
{
public:
    enum class Kind { None, CpuRoot, Switch };

    PcieUplink() = default;
    // Implicit on purpose: catalog rows, build files and tests name an uplink by its id ("cpu0").
    PcieUplink(std::string id);                                 // NOLINT(google-explicit-constructor)
    PcieUplink(const char *id) : PcieUplink(std::string(id)) {} // NOLINT(google-explicit-constructor)

    [[nodiscard]] const std::string &id() const { return m_id; }
    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] bool empty() const { return m_kind == Kind::None; }
    [[nodiscard]] bool isCpu() const { return m_kind == Kind::CpuRoot; }
    [[nodiscard]] bool isSwitch() const { return m_kind == Kind::Switch; }
    // The CPU socket whose root complex this is; -1 unless isCpu().
    [[nodiscard]] int socket() const { return m_socket; }

    bool operator==(const PcieUplink &other) const { return m_id == other.m_id; }
    bool operator==(const std::string &id) const { return m_id == id; }
    bool operator==(const char *id) const { return m_id == id; }

private:
    std::string m_id;
    Kind m_kind = Kind::None;
    int m_socket = -1;
};

} // namespace np
