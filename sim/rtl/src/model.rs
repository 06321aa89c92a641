//! Low level: one Verilated model behind the generated C shim.

use std::ffi::{c_char, c_void, CStr};

use crate::RtlError;

/// Function table of one Verilated design (generated shim `nj_<sym>_*`).
pub(crate) struct Vtable {
    pub nports: unsafe extern "C" fn() -> u32,
    pub in_words: unsafe extern "C" fn() -> u32,
    pub out_words: unsafe extern "C" fn() -> u32,
    pub port_name: unsafe extern "C" fn(u32) -> *const c_char,
    pub port_width: unsafe extern "C" fn(u32) -> u32,
    pub port_is_output: unsafe extern "C" fn(u32) -> u32,
    pub port_offset: unsafe extern "C" fn(u32) -> u32,
    pub new: unsafe extern "C" fn() -> *mut c_void,
    pub free: unsafe extern "C" fn(*mut c_void),
    pub cycle: unsafe extern "C" fn(*mut c_void, *const u32, *mut u32),
}

macro_rules! design {
    ($modname:ident, $cfg:meta, $new:ident, $free:ident, $nports:ident, $in_words:ident, $out_words:ident,
     $port_name:ident, $port_width:ident, $port_is_output:ident, $port_offset:ident, $cycle:ident) => {
        #[$cfg]
        pub(crate) mod $modname {
            use std::ffi::{c_char, c_void};
            extern "C" {
                fn $new() -> *mut c_void;
                fn $free(h: *mut c_void);
                fn $nports() -> u32;
                fn $in_words() -> u32;
                fn $out_words() -> u32;
                fn $port_name(i: u32) -> *const c_char;
                fn $port_width(i: u32) -> u32;
                fn $port_is_output(i: u32) -> u32;
                fn $port_offset(i: u32) -> u32;
                fn $cycle(h: *mut c_void, inp: *const u32, out: *mut u32);
            }
            pub(crate) static VTABLE: super::Vtable = super::Vtable {
                nports: $nports,
                in_words: $in_words,
                out_words: $out_words,
                port_name: $port_name,
                port_width: $port_width,
                port_is_output: $port_is_output,
                port_offset: $port_offset,
                new: $new,
                free: $free,
                cycle: $cycle,
            };
        }
    };
}

design!(
    fixture,
    cfg(nj_fixture),
    nj_fixture_new,
    nj_fixture_free,
    nj_fixture_nports,
    nj_fixture_in_words,
    nj_fixture_out_words,
    nj_fixture_port_name,
    nj_fixture_port_width,
    nj_fixture_port_is_output,
    nj_fixture_port_offset,
    nj_fixture_cycle
);
design!(
    switch,
    cfg(nj_switch),
    nj_switch_new,
    nj_switch_free,
    nj_switch_nports,
    nj_switch_in_words,
    nj_switch_out_words,
    nj_switch_port_name,
    nj_switch_port_width,
    nj_switch_port_is_output,
    nj_switch_port_offset,
    nj_switch_cycle
);

/// A port of the design's top level (the clock is driven by the harness and
/// not listed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortInfo {
    pub name: String,
    pub width: u32,
    pub output: bool,
    /// Offset in 32-bit words into the input or output buffer.
    pub offset: usize,
}

/// Handle on one port's bits in the input or output buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sig {
    pub offset: usize,
    pub width: u32,
}

impl Sig {
    pub fn words(&self) -> usize {
        self.width.div_ceil(32) as usize
    }
}

/// One instance of a Verilated design, driven one clock cycle at a time.
///
/// Inputs are written into a word buffer ([`Model::set`], [`Model::set_bytes`]);
/// [`Model::cycle`] applies them with the clock low, settles the design,
/// samples every output (the values before the rising edge) and then raises
/// the clock. Outputs read with [`Model::get`] are those samples.
pub struct Model {
    vt: &'static Vtable,
    h: *mut c_void,
    ports: Vec<PortInfo>,
    inb: Vec<u32>,
    outb: Vec<u32>,
    cycles: u64,
}

impl Model {
    pub(crate) fn new(vt: &'static Vtable) -> Model {
        // SAFETY: the shim functions take no pointers but the handle and the
        // buffers, which are sized from the shim's own word counts.
        unsafe {
            let n = (vt.nports)();
            let ports = (0..n)
                .map(|i| PortInfo {
                    name: CStr::from_ptr((vt.port_name)(i)).to_string_lossy().into_owned(),
                    width: (vt.port_width)(i),
                    output: (vt.port_is_output)(i) != 0,
                    offset: (vt.port_offset)(i) as usize,
                })
                .collect();
            let inb = vec![0u32; (vt.in_words)() as usize + 1];
            let outb = vec![0u32; (vt.out_words)() as usize + 1];
            let h = (vt.new)();
            Model { vt, h, ports, inb, outb, cycles: 0 }
        }
    }

    pub fn ports(&self) -> &[PortInfo] {
        &self.ports
    }

    /// The port called `name`, with its direction.
    pub fn port(&self, name: &str) -> Option<(Sig, bool)> {
        self.ports.iter().find(|p| p.name == name).map(|p| (Sig { offset: p.offset, width: p.width }, p.output))
    }

    pub fn input(&self, name: &str) -> Result<Sig, RtlError> {
        match self.port(name) {
            Some((s, false)) => Ok(s),
            Some((_, true)) => Err(RtlError::Ports(format!("`{name}` is an output, expected an input"))),
            None => Err(RtlError::Ports(format!("no input `{name}`"))),
        }
    }

    pub fn output(&self, name: &str) -> Result<Sig, RtlError> {
        match self.port(name) {
            Some((s, true)) => Ok(s),
            Some((_, false)) => Err(RtlError::Ports(format!("`{name}` is an input, expected an output"))),
            None => Err(RtlError::Ports(format!("no output `{name}`"))),
        }
    }

    /// Sets an input of at most 64 bits.
    #[inline]
    pub fn set(&mut self, s: Sig, v: u64) {
        self.inb[s.offset] = v as u32;
        if s.width > 32 {
            self.inb[s.offset + 1] = (v >> 32) as u32;
        }
    }

    /// Sets a wide input from little-endian bytes (byte i = bits 8i+7..8i).
    pub fn set_bytes(&mut self, s: Sig, bytes: &[u8]) {
        let w = s.words();
        for (i, word) in self.inb[s.offset..s.offset + w].iter_mut().enumerate() {
            let mut b = [0u8; 4];
            for (j, x) in b.iter_mut().enumerate() {
                *x = bytes.get(4 * i + j).copied().unwrap_or(0);
            }
            *word = u32::from_le_bytes(b);
        }
    }

    /// Sets a wide input to zero.
    pub fn clear(&mut self, s: Sig) {
        let w = s.words();
        self.inb[s.offset..s.offset + w].fill(0);
    }

    /// An output of at most 64 bits, as sampled in the last cycle.
    #[inline]
    pub fn get(&self, s: Sig) -> u64 {
        let lo = self.outb[s.offset] as u64;
        if s.width > 32 {
            lo | (self.outb[s.offset + 1] as u64) << 32
        } else {
            lo
        }
    }

    /// A wide output as little-endian bytes, as sampled in the last cycle.
    pub fn get_bytes(&self, s: Sig, out: &mut [u8]) {
        let w = s.words();
        for (i, word) in self.outb[s.offset..s.offset + w].iter().enumerate() {
            let b = word.to_le_bytes();
            for (j, x) in b.iter().enumerate() {
                if let Some(o) = out.get_mut(4 * i + j) {
                    *o = *x;
                }
            }
        }
    }

    /// One clock cycle (see the type's documentation).
    #[inline]
    pub fn cycle(&mut self) {
        // SAFETY: buffers sized from the shim's word counts; handle is live.
        unsafe { (self.vt.cycle)(self.h, self.inb.as_ptr(), self.outb.as_mut_ptr()) };
        self.cycles += 1;
    }

    pub fn cycles(&self) -> u64 {
        self.cycles
    }
}

impl Drop for Model {
    fn drop(&mut self) {
        // SAFETY: handle from `new`, freed once.
        unsafe { (self.vt.free)(self.h) }
    }
}
