//! The switch RTL for k8v16t3: 8-byte keys, 16-byte values, 3 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 16, 3);
}
crate::rtl_modules!();
