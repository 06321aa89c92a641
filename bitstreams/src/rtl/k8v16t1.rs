//! The switch RTL for k8v16t1: 8-byte keys, 16-byte values, 1 table.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 16, 1);
}
crate::rtl_modules!();
