//! The switch RTL for k8v8t1: 8-byte keys, 8-byte values, 1 table.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 8, 1);
}
crate::rtl_modules!();
